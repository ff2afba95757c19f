# exercise: ex3_3
# mistake: The learner uses GPT-2's training dropout rate 0.1 instead of the dropout 0.0 the statement asks for, so the module's outputs are random in training mode.
import torch


GPT2_SMALL = dict(emb_dim=768, n_heads=12, context_length=1024, drop_rate=0.1, qkv_bias=False)


def ex3_3(MultiHeadAttention, device):
    c = GPT2_SMALL
    assert c["emb_dim"] % c["n_heads"] == 0
    mha = MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["context_length"],
                             c["drop_rate"], num_heads=c["n_heads"], qkv_bias=c["qkv_bias"])
    return mha.to(torch.device(device))
