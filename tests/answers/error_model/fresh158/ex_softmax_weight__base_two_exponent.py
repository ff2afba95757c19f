# exercise: ex_softmax_weight
# mistake: The learner exponentiated with base 2 (2**omega, thinking in bits) instead of e; the softmax uses exp(omega_2j), giving 0.2379.
X = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
scores = [sum(a * b for a, b in zip(X[1], x)) for x in X]
# unnormalised probabilities, in bits
w = [2 ** s for s in scores]
ex_softmax_weight = round(w[1] / sum(w), 4)
