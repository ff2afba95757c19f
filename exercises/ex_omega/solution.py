ex_omega = 0.9544
