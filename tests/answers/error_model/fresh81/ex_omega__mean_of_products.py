# exercise: ex_omega
# mistake: Averaged the coordinate products instead of adding them (0.3181); the dot product is their sum, 0.9544.
# by hand, coordinate by coordinate
journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]
prods = [a * b for a, b in zip(journey, your)]
ex_omega = round(sum(prods) / len(prods), 4)
