# exercise: ex_context
# mistake: Normalises the scores by dividing by their sum (the book's first, simple normalisation) instead of using softmax weights.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

w = inputs @ inputs[1]
w /= w.sum()
ctx = torch.zeros(3)
for i in range(len(inputs)):
    ctx.add_(inputs[i], alpha=w[i].item())
ex_context = [round(v, 4) for v in ctx.tolist()]
