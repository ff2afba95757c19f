# exercise: ex_softmax_weight
# mistake: The learner scaled the scores by 1/√3 before the softmax (Keras attention habit), but the statement says raw dot products without scaling; α₂₂ = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = inputs @ inputs.T / inputs.shape[-1] ** 0.5
w = torch.softmax(scores, dim=-1)
ex_softmax_weight = round(w[1, 1].item(), 4)
