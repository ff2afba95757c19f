# exercise: ex_softmax_weight
# mistake: Divided the scores by sqrt(d_k) before the softmax, although the statement asks for raw dot products with no scaling (answer 0.2379).
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
d_k = inputs.shape[1]
attn_weights_2 = torch.softmax(attn_scores_2 / d_k**0.5, dim=-1)
ex_softmax_weight = float(f"{attn_weights_2[1].item():.4f}")
