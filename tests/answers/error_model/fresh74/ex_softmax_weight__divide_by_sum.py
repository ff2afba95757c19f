# exercise: ex_softmax_weight
# mistake: The learner normalises the six scores by their sum (the "simple normalisation" of section 3.3.1) instead of applying the softmax exp(ω22)/Σexp(ω2j) = 0.2379.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]


def dot(a, b):
    return sum(i * j for i, j in zip(a, b))


scores = [dot(inputs[1], x) for x in inputs]
weights = [s / sum(scores) for s in scores]
print(weights, sum(weights))
ex_softmax_weight = round(weights[1], 4)
