# exercise: ex_context
# mistake: The learner added the token's own embedding to the weighted sum (x(2) + z(2) = [0.9919, 1.5215, 1.2283]); the context vector is the weighted sum alone, [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
query = inputs[1]
attn_weights_2 = torch.softmax(inputs @ query, dim=0)
# the token keeps its own meaning and mixes in the context (x + mix)
context_vec_2 = query + attn_weights_2 @ inputs
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
