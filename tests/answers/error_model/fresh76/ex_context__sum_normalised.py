# exercise: ex_context
# mistake: Normalises the scores by dividing by their sum instead of using softmax weights.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega = inputs @ inputs[1]
alpha = omega / omega.sum()
z2 = (alpha.unsqueeze(-1) * inputs).sum(0)
ex_context = [round(float(t), 4) for t in z2]
