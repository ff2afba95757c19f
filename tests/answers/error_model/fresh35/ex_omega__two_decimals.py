# exercise: ex_omega
# mistake: Rounded to 2 decimals (0.95) instead of the 4 asked; ω21 = 0.9544.
ex_omega = 0.95  # 0.43*0.55 + 0.15*0.87 + 0.89*0.66
