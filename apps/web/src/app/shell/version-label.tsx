/** The build's version at the foot of the navigation (spec: "DEV v_0.1.8 T1"). */
export function VersionLabel({ className }: { className?: string }) {
  const prefix = import.meta.env.DEV ? 'DEV ' : '';
  return <p className={className}>{`${prefix}v_${__APP_VERSION__}`}</p>;
}
