# exercise: ex_softmax_weight
# mistake: The learner takes entry [2] of journey's weight vector (the weight on 'starts', α₂₃) instead of entry [1], the weight on itself; α₂₂ = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

alpha = lambda i: torch.softmax(inputs @ inputs[i], dim=0)
journey = 1
w = alpha(journey)
ex_softmax_weight = round(float(w[journey + 1]), 4)
