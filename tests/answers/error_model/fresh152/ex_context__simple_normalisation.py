# exercise: ex_context
# mistake: Normalised the scores by dividing by their sum (the book's first, naive normalisation) instead of using the softmax weights, giving a different context vector than [0.4419, 0.6515, 0.5683].
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
attn_weights_2_tmp = attn_scores_2 / attn_scores_2.sum()
print("Sum:", attn_weights_2_tmp.sum())

context_vec_2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    context_vec_2 += attn_weights_2_tmp[i] * x_i

ex_context = [round(v, 4) for v in context_vec_2.tolist()]
