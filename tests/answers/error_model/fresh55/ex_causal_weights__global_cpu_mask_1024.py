# exercise: ex_causal_weights
# mistake: Porting the GPT model, the learner builds one module-level mask for context_length 1024 on the CPU and slices it; on a GPU masked_fill with a CPU mask fails (and n > 1024 also breaks). The mask must be built on scores.device for the actual n. [cond: only on a GPU or when n > 1024]
import torch

GPT_CONFIG_124M = {"context_length": 1024, "emb_dim": 768, "n_heads": 12, "drop_rate": 0.1}
_MASK = torch.triu(torch.ones(GPT_CONFIG_124M["context_length"],
                              GPT_CONFIG_124M["context_length"]), diagonal=1)


def ex_causal_weights(scores):
    num_tokens = scores.shape[-1]
    mask_bool = _MASK.bool()[:num_tokens, :num_tokens]
    scores = scores.masked_fill(mask_bool, -torch.inf)
    return torch.softmax(scores, dim=-1)
