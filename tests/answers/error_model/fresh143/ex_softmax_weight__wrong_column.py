# exercise: ex_softmax_weight
# mistake: From the query row of "journey" it picks entry [2] (α₂₃, the weight on "starts") instead of entry [1], the weight on itself (α₂₂ = 0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]  # journey
attn_scores_2 = inputs @ query
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
print(attn_weights_2)
# x^(2) is the 2nd word -> weight 2
ex_softmax_weight = round(attn_weights_2[2].item(), 4)
