# exercise: ex_context
# mistake: The learner reused the weights normalised by the plain sum of scores (ω2j / Σω2j) from their earlier cell; the context vector uses the softmax weights, giving [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2_tmp = attn_scores_2 / attn_scores_2.sum()
print("weights:", attn_weights_2_tmp, attn_weights_2_tmp.sum())

context_vec_2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    context_vec_2 += attn_weights_2_tmp[i] * x_i

ex_context = [round(float(c), 4) for c in context_vec_2]
