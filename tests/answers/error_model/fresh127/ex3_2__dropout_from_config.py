# exercise: ex3_2
# mistake: The learner takes the dropout rate from a GPT-style config dict (0.1) instead of the 0.0 the statement asks for, so the output is random in training mode; dropout must be 0.0.
CFG = {"emb_dim": 3, "context_length": 6, "drop_rate": 0.1, "n_heads": 2}

factories = {
    "wrapper": lambda cls, cfg: cls(cfg["emb_dim"], 2 // cfg["n_heads"], cfg["context_length"],
                                    cfg["drop_rate"], num_heads=cfg["n_heads"]),
}


def ex3_2(MultiHeadAttentionWrapper):
    return factories["wrapper"](MultiHeadAttentionWrapper, CFG)
