# exercise: ex_softmax_weight
# mistake: Reads α₂₂ with the math indices straight as Python indices, [2][2], which is the self-weight of "starts" (0.2326); journey's self-weight is attn_weights[1][1] = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
print(attn_weights)
i, j = 2, 2   # alpha_22
ex_softmax_weight = round(attn_weights[i][j].item(), 4)
