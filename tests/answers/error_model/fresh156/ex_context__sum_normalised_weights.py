# exercise: ex_context
# mistake: The learner weights the inputs with the scores divided by their sum (the book's first, simple normalisation) instead of the softmax weights, giving about [0.4355, 0.6451, 0.5680] instead of [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2 = attn_scores_2 / attn_scores_2.sum()   # normalize, sum = 1
print("Sum:", attn_weights_2.sum())
context_vec_2 = attn_weights_2 @ inputs
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
