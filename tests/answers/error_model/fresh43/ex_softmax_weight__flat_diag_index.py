# exercise: ex_softmax_weight
# mistake: Picks the diagonal entry from the flattened 6x6 weight matrix at k*(n+1) with k = 2 (the 1-based token number), which is α₃₃ of "starts"; "journey" is row/column 1 (0-based), index 7, giving 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
n = inputs.shape[0]
attn = torch.softmax(inputs @ inputs.T, dim=-1)
k = 2  # journey is token 2
flat = attn.reshape(-1)
ex_softmax_weight = round(flat[k * (n + 1)].item(), 4)
print(ex_softmax_weight)
