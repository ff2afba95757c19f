# exercise: ex_softmax_weight
# mistake: Normalised the scores by dividing by their sum (omega_22 / sum omega_2j) instead of applying the softmax exp(omega_22) / sum exp(omega_2j) = 0.2379.
x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

def dot(a, b):
    return sum(i * j for i, j in zip(a, b))

def normalise(v):
    total = sum(v)
    return [e / total for e in v]

assert normalise([1, 1, 2]) == [0.25, 0.25, 0.5]

w = normalise([dot(x[1], xj) for xj in x])
ex_softmax_weight = round(w[1], 4)
