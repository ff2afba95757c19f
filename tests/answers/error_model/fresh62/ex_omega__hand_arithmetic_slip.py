# exercise: ex_omega
# mistake: The learner typed a hand-computed value with a slip (0.66 · 0.89 taken as 0.5974), giving 0.9644 instead of 0.9544.
# my working:
#   0.55 * 0.43 = 0.2365
#   0.87 * 0.15 = 0.1305
#   0.66 * 0.89 = 0.5974
#   sum         = 0.9644
ex_omega = 0.9644
