# exercise: ex_context
# mistake: The learner masks journey's score with itself (-inf on the diagonal) before the softmax, so "journey" does not attend to itself; the softmax runs over all six scores, itself included.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

scores = inputs @ inputs.T
scores = scores.masked_fill(torch.eye(6, dtype=torch.bool), float("-inf"))  # a token vs. the others
weights = torch.softmax(scores, dim=-1)
context = weights @ inputs
ex_context = [round(x, 4) for x in context[1].tolist()]
print(ex_context)
