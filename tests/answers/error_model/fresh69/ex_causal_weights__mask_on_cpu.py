# exercise: ex_causal_weights
# mistake: The learner built the triu mask on the CPU without device=scores.device; masked_fill with a CPU mask on CUDA scores fails. The mask must be created on the scores' device. [cond: only on a GPU]
import torch

def ex_causal_weights(scores):
    m = torch.triu(torch.ones(*scores.shape[-2:], dtype=torch.bool), diagonal=1)
    return torch.softmax(scores.masked_fill(m, float('-inf')), dim=-1)
