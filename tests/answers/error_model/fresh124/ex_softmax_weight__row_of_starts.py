# exercise: ex_softmax_weight
# mistake: The learner reads entry [2, 2] of the 0-indexed weight matrix, i.e. the weight of “starts” on itself (0.2326); “journey” is row and column 1 (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

W = torch.softmax(inputs @ inputs.T, dim=-1)
assert torch.allclose(W.sum(dim=-1), torch.ones(6))

# alpha_22
ex_softmax_weight = float(f"{W[2, 2].item():.4f}")
print(ex_softmax_weight)
