# exercise: ex_softmax_weight
# mistake: Normalises by dividing each score by the sum of scores (0.2074) instead of taking exp(ω22) / Σ exp(ω2j).
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

def dot(a, b):
    return sum(x * y for x, y in zip(a, b))

scores = [dot(inputs[1], x) for x in inputs]
total = sum(scores)
weights = [s / total for s in scores]
ex_softmax_weight = round(weights[1], 4)
