# exercise: ex_context
# mistake: Sums the weighted values with for i in range(1, 6), skipping the first token 'Your' and giving [0.3823, 0.6307, 0.4450]; z⁽²⁾ = Σ over all six tokens = [0.4419, 0.6515, 0.5683].

import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
attn_weights_2 = torch.softmax(inputs @ query, dim=0)
# z^(2) = sum_{i=1}^{T} alpha_{2i} x^(i)
context_vec_2 = torch.zeros(query.shape)
for i in range(1, inputs.shape[0]):
    context_vec_2 += attn_weights_2[i] * inputs[i]
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
