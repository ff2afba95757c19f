# exercise: ex_context
# mistake: The learner weighted the inputs with the scores divided by their sum (the book's first, simple normalisation) instead of the softmax weights, so the context vector is slightly off from [0.4419, 0.6515, 0.5683].
inputs = [[0.43, 0.15, 0.89],
          [0.55, 0.87, 0.66],
          [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33],
          [0.77, 0.25, 0.10],
          [0.05, 0.80, 0.55]]

journey = inputs[1]
scores = []
for row_number in range(len(inputs)):
    score_here = 0.0
    for col in range(3):
        score_here += inputs[row_number][col] * journey[col]
    scores.append(score_here)
print("scores", scores)

total_of_scores = sum(scores)
weights = [s / total_of_scores for s in scores]
print("weights", weights, sum(weights))

context = [0.0, 0.0, 0.0]
for row_number in range(len(inputs)):
    for col in range(3):
        context[col] += weights[row_number] * inputs[row_number][col]

ex_context = [round(c, 4) for c in context]
print(ex_context)
