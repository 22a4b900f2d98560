declare module 'disposable-email-domains' {
  const domains: string[];
  export default domains;
}
