# exercise: ex_omega
# mistake: The learner averaged the coordinate products instead of adding them (a dot product is the sum, 0.9544, not the mean).
journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]

# quick check on 1-d vectors: [2] . [3] -> 6 ok
prods = [a * b for a, b in zip(journey, your)]
ex_omega = round(sum(prods) / len(prods), 4)
