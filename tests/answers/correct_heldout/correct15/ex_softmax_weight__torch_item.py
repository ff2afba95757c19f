# exercise: ex_softmax_weight
# style: torch.softmax over inputs @ query, .item() of entry 1, with asserts left in from the notebook.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores_2 = inputs @ inputs[1]
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
assert abs(attn_weights_2.sum().item() - 1) < 1e-6
ex_softmax_weight = attn_weights_2[1].item()
