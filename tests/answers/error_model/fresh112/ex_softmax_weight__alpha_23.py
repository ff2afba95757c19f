# exercise: ex_softmax_weight
# mistake: Reads the weight at index 2 (the key 'starts', alpha_23 = 0.2333) instead of index 1 ('journey' itself, 0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
row = attn_weights[1]      # journey
ex_softmax_weight = round(row[2].item(), 4)
