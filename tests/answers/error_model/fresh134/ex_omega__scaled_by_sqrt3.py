# exercise: ex_omega
# mistake: Divided the dot product by sqrt(3) (the scaled score of a later section), giving 0.5510; the question asks for the plain dot product 0.9544.
x2 = [0.55, 0.87, 0.66]
x1 = [0.43, 0.15, 0.89]
s = sum(a * b for a, b in zip(x2, x1))
s = s / len(x1) ** 0.5
ex_omega = round(s, 4)
