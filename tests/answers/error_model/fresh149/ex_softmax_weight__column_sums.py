# exercise: ex_softmax_weight
# mistake: Computed the scores as (inputs * x2).sum(0), summing down the columns like MATLAB's sum(A), which gives 3 per-feature numbers instead of 6 per-token scores; the sum must be over the features (dim=1), giving 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x2 = inputs[1]
scores = (inputs * x2).sum(0)
print(scores.size())
alpha = torch.exp(scores) / torch.exp(scores).sum()
ex_softmax_weight = round(alpha[1].item(), 4)
