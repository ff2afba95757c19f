# exercise: ex_omega
# mistake: The learner gives the normalised attention weight α₂₁ (softmax of the scores) instead of the raw score ω₂₁; the answer is the dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
scores_for = lambda q: torch.softmax(inputs @ q, dim=0)
ex_omega = round(scores_for(query)[0].item(), 4)
