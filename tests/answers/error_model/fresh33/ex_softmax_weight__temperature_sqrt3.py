# exercise: ex_softmax_weight
# mistake: Applied a softmax temperature of sqrt(3) (divided the scores by sqrt(d)) before normalising, giving 0.2070; with raw scores α22 = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = inputs[1] @ inputs.T
T = inputs.shape[-1] ** 0.5  # temperature
weights = torch.exp(scores / T) / torch.exp(scores / T).sum()
ex_softmax_weight = round(weights[1].item(), 4)
