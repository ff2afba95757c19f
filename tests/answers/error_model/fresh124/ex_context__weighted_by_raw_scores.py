# exercise: ex_context
# mistake: The learner weights the inputs with the raw dot-product scores ω2j instead of the softmax weights α2j, giving a vector far from [0.4419, 0.6515, 0.5683].
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
attn_scores_2 = inputs @ query          # omega_2j
context_vec_2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    context_vec_2 += attn_scores_2[i] * x_i

assert context_vec_2.shape == (3,)
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
print(ex_context)
