# exercise: ex_causal_weights
# mistake: Porting Hugging Face's extended attention mask, the learner added -10000 to future scores instead of -inf; a later key whose score is ~1e4 above the allowed ones still gets weight. [cond: a later key's score exceeds the allowed scores by about 1e4 or more]

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    attention_mask = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    extended = (1.0 - attention_mask) * -10000.0   # like BERT / GPT-2 in transformers
    return torch.softmax(scores + extended, dim=-1)
