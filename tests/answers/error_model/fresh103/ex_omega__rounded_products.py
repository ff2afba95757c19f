# exercise: ex_omega
# mistake: The learner rounds every product to 2 decimals before adding them, giving 0.96; the products must be summed unrounded (0.9544).
prods = [round(a * b, 2) for a, b in zip([0.55, 0.87, 0.66], [0.43, 0.15, 0.89])]
ex_omega = round(sum(prods), 4)
