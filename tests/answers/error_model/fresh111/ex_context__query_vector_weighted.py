# exercise: ex_context
# mistake: Multiplies every weight α2j by the query vector x(2) instead of by the input row x(j), which gives back x(2) itself; z(2) = Σj α2j x(j).
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
attn_weights_2 = torch.softmax(inputs @ query, dim=0)

context_vec_2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    context_vec_2 += attn_weights_2[i] * query
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
print(ex_context)
