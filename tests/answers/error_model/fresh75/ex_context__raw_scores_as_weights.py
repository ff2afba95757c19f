# exercise: ex_context
# mistake: Weighted the inputs with the raw dot-product scores, skipping the softmax; z(2) must use the softmax weights, giving [0.4419, 0.6515, 0.5683].

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
attn_scores_2 = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    attn_scores_2[i] = torch.dot(x_i, query)

context_vec_2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    context_vec_2 += attn_scores_2[i] * x_i

ex_context = [round(v, 4) for v in context_vec_2.tolist()]
