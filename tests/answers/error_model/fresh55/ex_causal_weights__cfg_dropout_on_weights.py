# exercise: ex_causal_weights
# mistake: Copying CausalAttention with the GPT cfg, the learner applies nn.Dropout(cfg['drop_rate']=0.1) to the weights (a fresh module is in training mode), so entries are randomly zeroed or scaled and rows do not sum to 1; no dropout belongs here.
import torch
import torch.nn as nn

cfg = {"context_length": 1024, "drop_rate": 0.1}


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    attn_weights = torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
    dropout = nn.Dropout(cfg["drop_rate"])
    attn_weights = dropout(attn_weights)
    return attn_weights
