# exercise: ex_context
# mistake: Leaves "journey" itself out of the attention (softmax and sum over the five other tokens only); the context vector must include j = 2.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

q = 1
others = [j for j in range(inputs.shape[0]) if j != q]
scores = torch.stack([inputs[q] @ inputs[j] for j in others])
alpha = torch.softmax(scores, dim=0)
z = sum(a * inputs[j] for a, j in zip(alpha, others))
ex_context = [round(float(v), 4) for v in z]
