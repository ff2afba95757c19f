# exercise: ex_omega
# mistake: Averaged the coordinate products (divided by 3) instead of adding them; the dot product is their sum, 0.9544.
x2 = [0.55, 0.87, 0.66]
x1 = [0.43, 0.15, 0.89]
prods = [a * b for a, b in zip(x2, x1)]
ex_omega = round(sum(prods) / len(prods), 4)
