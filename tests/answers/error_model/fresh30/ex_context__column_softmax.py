# exercise: ex_context
# mistake: Applied the softmax down the columns (dim=0) of the score matrix before multiplying with the inputs, giving [0.5595, 0.7824, 0.6953]; the row softmax gives z⁽²⁾ = [0.4419, 0.6515, 0.5683].

import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=0)  # normalise over the tokens
all_context = attn_weights @ inputs
ex_context = [round(v, 4) for v in all_context[1].tolist()]
