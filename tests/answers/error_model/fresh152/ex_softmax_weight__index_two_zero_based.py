# exercise: ex_softmax_weight
# mistake: Took alpha_22 literally as index [2] of the zero-based weight vector, i.e. the weight on 'starts' (0.2333), instead of index [1], the weight of 'journey' on itself (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
print(attn_weights_2, attn_weights_2.sum())
ex_softmax_weight = round(attn_weights_2[2].item(), 4)
