# exercise: ex_softmax_weight
# mistake: The learner computes the full 6x6 softmax matrix but picks W[2, 2] (the 0-based diagonal entry of "starts") instead of W[1, 1] for "journey".
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])  # (T, C)
S = X @ X.T                       # (T, T)
W = torch.softmax(S, dim=-1)      # (T, T) rows sum to 1
print(W)
ex_softmax_weight = round(W[2, 2].item(), 4)   # alpha_22
