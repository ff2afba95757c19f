# exercise: ex_omega
# mistake: The learner gave the normalised attention weight alpha_21 = 0.1385 instead of the raw score omega_21 = x2 . x1 = 0.9544.
# attention of journey on Your
ex_omega = 0.1385
