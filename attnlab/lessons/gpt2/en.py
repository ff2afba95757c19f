"""The Real heads (GPT-2 small in the book's class) lesson's strings in English."""

STRINGS: dict[str, str] = {
    "title.gpt2": "Real heads",
    "gpt2.intro": "**GPT-2 small's real heads, computed by your chapter-3 class.** The checkpoint's "
        "weights are loaded into the book's `MultiHeadAttention` (one per layer) and run on a "
        "sentence you type, in English or Chinese. The model (about 0.5 GB) is fetched from the "
        "Hugging Face Hub the first time this tab is used and then shared by every learner on this "
        "server. Without a network, start the app with `ATTNLAB_GPT2` set to a local folder holding "
        "`model.safetensors`, `config.json` and `tokenizer.json` (the Hub's layout). Press the "
        "button to start.",
    "gpt2.limits": "Up to 500 characters and 64 tokens (fewer if the model's context is shorter). Layers, "
        "heads, tokens and rows are counted from 1, as everything in this app (layer 1 is the "
        "first layer, the checkpoint's h.0; L5H12 is layer 5, head 12). The overview draws at most 32 tokens. "
        "In token labels a space is ␣, a line break ↵, and bytes that are only part of a character "
        "are written in hex between ‹ ›.",
    "widget.sentence": "Your sentence (English or Chinese)",
    "widget.layer": "Layer (from 1)",
    "widget.head": "Head (from 1)",
    "widget.gpt2_seed": "Seed of the random tokens (induction step)",
    "widget.gpt2_run": "Run GPT-2 on my sentence",
    "gpt2.text_waiting": "Press **Run GPT-2 on my sentence**: the model puts your sentence through all its layers, and each step here then explains what its heads do with it.",
    "gpt2.plot_waiting": "Press Run: the attention of GPT-2's heads on your sentence is drawn here.",
    "gpt2.lines_caption": "Layer {layer}, head {head} as lines: every query token on the left joined to each key on the right it attends to, the thicker the line the larger the weight (weights under 0.01 are left out). Point at a token to see only its lines.",
    "gpt2.json_box": "This head's weights as numbers (what the gpt2_attention API returns)",
    "param.layer": "layer",
    "param.head": "head",
    "gpt2.progress.download": "Downloading GPT-2 from the Hub (about 0.5 GB, once per machine)…",
    "gpt2.progress.reading": "Loading the weights into MultiHeadAttention…",
    "gpt2.status": "**Model:** `{source}`: {layers} layers × {heads} heads of {hd}, {d} wide, a context "
        "of {context} tokens, {params} parameters; loaded in {seconds} s, once for every learner on "
        "this server.",
    # --- errors ---
    "error.gpt2_empty": "Type a sentence first: GPT-2 needs at least one token.",
    "error.gpt2_too_long": "{n} characters is too long: the limit is {limit}.",
    "error.gpt2_context": "Your sentence is {n} tokens, more than the model's context of {context} tokens.",
    "error.gpt2_too_many_tokens": "Your sentence is {n} tokens; this lesson shows at most {limit}. Shorten it.",
    "error.gpt2_offline": "GPT-2 is not available here: {source} is not in this machine's cache and the "
        "Hugging Face Hub cannot be reached. Start the app with ATTNLAB_GPT2 set to a local folder "
        "holding model.safetensors, config.json and tokenizer.json (for example "
        "`ATTNLAB_GPT2=/path/to/gpt2 python app.py`); the other tabs work without it.",
    "error.gpt2_no_folder": "ATTNLAB_GPT2 is {source}: there is no such folder, and it is not a Hub repository "
        "name. Point it at a folder holding model.safetensors, config.json and tokenizer.json.",
    "error.gpt2_missing_files": "The folder {source} (ATTNLAB_GPT2) lacks {files}: it needs model.safetensors, "
        "config.json and tokenizer.json, as the Hub's openai-community/gpt2 has them.",
    "error.gpt2_bad_checkpoint": "{source} could not be read as a GPT-2 checkpoint ({reason}).",
    "error.gpt2_download": "Downloading {source} from the Hub failed ({reason}). Try again, or start the app "
        "with ATTNLAB_GPT2 set to a local folder holding the three files.",
    # --- steps ---
    "gpt2.step.tokens": "Your sentence as tokens",
    "gpt2.step.mapping": "GPT-2's weights in your class",
    "gpt2.step.head": "One head",
    "gpt2.step.overview": "All heads",
    "gpt2.step.previous": "Previous-token heads",
    "gpt2.step.first": "First-token heads",
    "gpt2.step.induction": "Induction heads",
    "gpt2.text.tokens": "**GPT-2 reads bytes, not words.** Your {chars:plural:character is:characters are} "
        "{bytes:plural:UTF-8 byte:UTF-8 bytes}, "
        "which GPT-2's byte-level BPE (a vocabulary of {vocab} tokens) turns into "
        "{n:plural:token:tokens}. Each token id picks a row of the token-embedding "
        "matrix, and the row of its position is added (the figure: bytes per token).",
    "gpt2.text.tokens_partial": "{partial:plural:token holds:tokens hold} only part of a character's bytes: a Chinese "
        "character takes 3 bytes in UTF-8 (a rare one, or an emoji, 4), and one the vocabulary lacks as "
        "a whole token is spread over several tokens. Such a piece is written in hex, for "
        "example {example}; the last column says which character it belongs to.",
    "gpt2.text.tokens_spread": "Here {spread_chars:plural:character is:characters are} spread over "
        "{spread_low} tokens{spread_chars:pl:: each}.",
    "gpt2.text.tokens_spread_range": "Here {spread_chars} characters are spread over {spread_low} to "
        "{spread_high} tokens each.",
    "gpt2.text.tokens_words": "Of your {words:plural:word:words} in Latin letters (each with the space before it, if "
        "any), {whole:plural:is one token:are one token each} and {split:plural:is:are} split "
        "into pieces.",
    "gpt2.text.tokens_whole": "Every token here holds whole characters. Type a Chinese sentence (such as "
        "“注意力机制”) to see characters split into byte pieces.",
    "gpt2.text.token_table": "\n\n| # | id | token | bytes (hex) | part of |\n|---|---|---|---|---|\n{rows}",
    "gpt2.text.mapping": "**Your chapter-3 class, GPT-2's weights.** Each of the {layers} layers is the book's "
        "`MultiHeadAttention({d}, {d}, {context}, 0.0, {h}, qkv_bias=True)` with {params} "
        "parameters. GPT-2 keeps W_q, W_k and W_v side by side in one matrix `c_attn.weight` of "
        "shape ({d}, {d3}), applied as x @ W. The loader splits it in three along the last axis "
        "and transposes each part, because `nn.Linear` stores (out, in) and computes x @ Wᵀ; the "
        "biases are split the same way and `c_proj` becomes `out_proj`. Around it runs chapter 4: "
        "embeddings, a layer norm before attention and before the GELU MLP, a shortcut around each. "
        "The figure shows rows {lo} to {hi} and the first {cols} columns of layer {layer}'s "
        "`W_query.weight`, which are the head's rows 1 to {head_hi} (the figure labels each row both ways: "
        "“{lo} (1)”), the start of head {head}'s {hd} rows. Checked on your sentence: "
        "`out_proj` of the weights shown in this lesson times the values reproduces the module's "
        "output to {diff}; the tests check every layer's weights and hidden states against the "
        "`transformers` library's GPT-2 to 1e-5.",
    "gpt2.text.head": "**Layer {layer}, head {head}** on your {n:plural:token:tokens}: each row is a query "
        "and sums to 1, and the causal mask keeps every weight above the diagonal at 0.",
    "gpt2.text.head_top": "The last token “{last}” gives its largest weight, {top_w}, to “{top}”.",
    "gpt2.text.head_top_tie": "The last token “{last}” gives exactly the same largest weight, {top_w}, to {n_top} "
        "tokens: “{top}”.",
    "gpt2.text.head_shares": "Averaged over rows 3 to {n}, this head puts {prev} of a row's weight on the previous "
        "token, {first} on the first token and {self} on the token itself.",
    "gpt2.text.short": "Your sentence has {n:plural:token:tokens}; type at least 3 to measure shares (row 1 "
        "has no previous token, and for row 2 the previous token is the first one).",
    "gpt2.text.overview": "**All {total} heads at once:** {layers} layers (rows, layer 1 at the top) × {heads} "
        "heads (columns), each its own small heatmap of the first {m} of your "
        "{n:plural:token:tokens}, on one colour scale from 0 to 1. Look for a bright line just "
        "below the diagonal (the previous token), a bright first column (the first token) and the "
        "diagonal itself (the token itself).",
    "gpt2.text.overview_counts": "Measured on your sentence (rows 3 to n, threshold {threshold} of a row's weight on "
        "average): {k_prev} of the {total} heads {k_prev:pl:attends:attend} mainly to the previous token "
        "and {k_first} mainly to the first token; the next steps name them.",
    "gpt2.text.overview_counts_none": "Measured on your sentence (rows 3 to n, threshold {threshold} of a row's weight on "
        "average): none of the {total} heads attends mainly to the previous token or mainly to the "
        "first token; the next steps show the strongest head of each kind.",
    "gpt2.text.list_more": "The list names the {shown} strongest; {rest:plural:other head qualifies:other heads "
        "qualify} as well (all of them are in the chart on the left).",
    "gpt2.text.previous": "**Previous-token heads.** For each head: the share of a row's weight on the token "
        "just before the query, averaged over rows 3 to {n} ({rows:plural:row:rows}; left, one "
        "cell per head, rows are layers and columns heads). A head counts as a previous-token head "
        "at {threshold} or more.",
    "gpt2.text.previous_found": "{count} of the {total} heads {count:pl:qualifies:qualify} (L = layer, H = head): {list}.",
    "gpt2.text.previous_use": "Such a head can pass each token what its predecessor holds, for heads in later "
        "layers to use.",
    "gpt2.text.previous_none": "No head reaches {threshold} on this sentence.",
    "gpt2.text.previous_strongest": "The strongest, layer {best_layer}, head {best_head}, puts {best} of each row's "
        "weight on the previous token on average (right).",
    "gpt2.text.previous_strongest_tie": "{n_tied} heads tie exactly as the strongest, each putting {best} "
        "of each row's weight on the previous token on average: {tied} (L = layer, H = head). "
        "The right panel shows the first of them, layer {best_layer}, head "
        "{best_head}.",
    "gpt2.text.try_longer": "Try a longer sentence (this lesson takes up to {limit} tokens and {max_chars} "
        "characters).",
    "gpt2.text.try_other": "Your sentence is already at this lesson's limit ({limit} tokens or {max_chars} "
        "characters), so it cannot be longer; try another sentence.",
    "gpt2.text.first": "**First-token (“sink”) heads.** The same measure for the first token: the share of a "
        "row's weight on key 1, averaged over rows 3 to {n} (left). A softmax row must sum to 1, so "
        "a head that finds nothing relevant still has to put its weight somewhere, and it can "
        "park it on the first token, whatever that token is. A head counts at {threshold} or more.",
    "gpt2.text.first_found": "{count} of the {total} heads {count:pl:does:do} (L = layer, H = head; the largest first): "
        "{list}.",
    "gpt2.text.first_none": "No head reaches {threshold} on this sentence.",
    "gpt2.text.first_strongest": "The strongest, layer {best_layer}, head {best_head}, puts {best} of each row's "
        "weight on the first token on average (right).",
    "gpt2.text.first_strongest_tie": "{n_tied} heads tie exactly as the strongest, each putting {best} of "
        "each row's weight on the first token on average: {tied} (L = layer, H = head). "
        "The right panel shows the first of them, layer {best_layer}, head {best_head}.",
    "gpt2.text.induction": "**Induction heads.** The app draws {m} distinct random tokens (seed {seed}, with its "
        "own generator) and repeats them once. In the second copy a head can guess what comes next "
        "by finding the current token's earlier occurrence and attending to the token right after "
        "it: {offset} places back, a stripe parallel to the diagonal. Left: each head's average "
        "weight on that token over the second copy; a head counts as an induction head at "
        "{threshold} or more. The best head of layer 1 gets {layer0}: a head of the first "
        "layer sees only each token's own embedding and position, not which token came before it.",
    "gpt2.text.induction_found": "{count} of the {total} heads {count:pl:qualifies:qualify} (L = layer, H = head): {list}.",
    "gpt2.text.induction_none": "No head reaches {threshold} on this sequence.",
    "gpt2.text.induction_strongest": "The strongest, layer {best_layer}, head {best_head}, puts {best} on the token after "
        "the earlier occurrence (right: its weights on the repeated tokens).",
    "gpt2.text.induction_strongest_tie": "{n_tied} heads tie exactly as the strongest, each putting {best} on "
        "the token after the earlier occurrence: {tied} (L = layer, H = head). The right "
        "panel shows the weights of the first of them, layer {best_layer}, head {best_head}, on "
        "the repeated tokens.",
    "gpt2.text.try_seed": "Try another seed.",
    # --- figures ---
    "gpt2.panel.bytes": "Bytes per token",
    "gpt2.panel.w_query": "Layer {layer}: W_query.weight, head {head}'s first rows",
    "gpt2.panel.head": "Layer {layer}, head {head}",
    "gpt2.panel.overview": "Every head (rows: layers, columns: heads)",
    "gpt2.panel.previous_scores": "Share on the previous token",
    "gpt2.panel.first_scores": "Share on the first token",
    "gpt2.panel.induction_scores": "Share on the token after the earlier occurrence",
    # --- predict first ---
    "predict.gpt2.head": "In layer {layer}, head {head}, which token will the last token “{last}” give its "
        "largest weight?",
    "predict.gpt2.head_why": "“{top}”, with {w} of the row's weight.",
    "predict.gpt2.head_why_tie": "“{top}” alike, each with exactly the same weight, {w} of the row: any of them is right.",
    "predict.gpt2.previous": "Which layer (counted from 1) holds the head that puts the most weight on the previous token (rows 3 "
        "to n, on average)?",
    "predict.gpt2.previous_why": "Layer {layer}: its strongest head puts {best} there on average.",
    "predict.gpt2.previous_why_tie": "Layers {layers} alike: the strongest head of each puts exactly the same share, {best}, "
        "there on average; any of them is right.",
    "predict.gpt2.first": "Will more than half of the {total} heads put {threshold} or more of their weight on "
        "the first token?",
    "predict.gpt2.first_why": "{count} of the {total} heads {count:pl:does:do}, on your sentence.",
    "predict.gpt2.induction": "On the repeated random tokens, will any head of layer 1 put {threshold} or more on "
        "the token after the earlier occurrence?",
    "predict.gpt2.induction_why": "No: layer 1's best head gets {layer0}, below {threshold}. A head of the first "
        "layer sees only each token's own embedding and position, not which token came before it, "
        "so it cannot look up the earlier occurrence by content; only a head that happened to "
        "attend by position, {offset} places back, could land there, and none does here.",
    "predict.gpt2.induction_why_yes": "Yes: layer 1's best head gets {layer0}. A head of the first layer sees only each "
        "token's own embedding and position, not which token came before it, so it cannot find "
        "the earlier occurrence: what it reaches comes from positions (the copy is always "
        "{offset} places back) or from which tokens happened to be drawn.",
    # --- the learner's ex_mha_forward on one real layer (Exercises tab) ---
    "real_layer.title": "Your forward on GPT-2",
    "real_layer.intro": "Run your `ex_mha_forward` on one layer of GPT-2 small, with its real weights, on a "
        "sentence of yours (in the sandbox, like a check). Not graded: the grade stays with the "
        "exercise's own checks above.",
    "widget.real_layer_sentence": "A sentence for GPT-2",
    "widget.real_layer_run": "Run my forward on GPT-2",
    "real_layer.same": "Your forward reproduces GPT-2 small's layer {layer} attention on your sentence "
        "({n} tokens) to {tol}: every output of the book's class with the real weights, computed "
        "by your code.",
    "real_layer.differs": "Your forward first differs from GPT-2 small's layer {layer} at token {token} "
        "(“{text}”), feature {feature} (both counted from 1): expected {expected}, got {got} (largest difference "
        "{max_diff}). The exercise's own feedback above says which mistake this is.",
    "real_layer.shape": "Your forward returned a tensor of shape {got}; GPT-2's layer gives {want}.",
}
