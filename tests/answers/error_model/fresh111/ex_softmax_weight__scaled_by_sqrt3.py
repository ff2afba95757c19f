# exercise: ex_softmax_weight
# mistake: Divides the scores by sqrt(3) before the softmax, as the trainable attention does; the statement asks for raw, unscaled dot products.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]
attn_scores_2 = inputs @ query
d_k = inputs.shape[1]
attn_weights_2 = torch.softmax(attn_scores_2 / d_k ** 0.5, dim=0)
print(attn_weights_2)
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
